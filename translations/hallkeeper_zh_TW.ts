<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Clan</name>
    <message>
        <source>Mud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Usage:
  hallkeeper-cli score FILE [--json] [--explain] [--lang en|zh_TW|zh_CN|ja]
      Final score of a score sheet (.hkscore): the table, the ranking with the tie-break,
      and the optimal leftover trades. --json prints the result as JSON; --explain adds
      how every number was computed.
  hallkeeper-cli --help | --version
Exit status: 0 success, 2 unreadable or invalid input, or a wrong command line.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang needs a language code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no command given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score needs exactly one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonChecker</name>
    <message>
        <source>warning:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; this key is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file was written by a newer Hallkeeper (format version %1); this version reads format versions up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a format version from 1 to %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is too large (%1 bytes) to be a Hallkeeper file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Hallkeeper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Resource</name>
    <message>
        <source>stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heartstone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hammer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rune</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreReport</name>
    <message>
        <source>%1 from the score track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × size %2 %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tunnels: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; total %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no coronation token: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coronation tokens 5 + 3 = 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coronation token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pedestal score tokens: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pedestal score token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pedestal score tokens %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no resources left: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → sets of three: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; no 4:1 trade adds a set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; after trading %1: %2 → sets of three: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no great halls: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 statue on its own pedestal in layer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 statue in layer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no statues in tunnels: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coronation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pedestal tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leftovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Joins the last two names of a list: &quot;Ann, Bob and Cid&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a statue on the altar, high value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: altar empty, low value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in tunnel %2: %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in tunnel %2: not counted, the tunnel already counts the %3 (%4 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 + %3 + %4 + %5 + %6 = %7 honour points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tie on %2 honour points and on the sum of their troll levels (%3): they share place %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tie on %2 honour points; the lower sum of troll levels ranks higher (starting trolls count as 0): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 also tie on troll levels (%2): they share place %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %1 with %2 honour points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared victory: %1, with %2 honour points each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no trade adds a set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: trade %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leftover trades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>expected a tunnel label such as &quot;a&quot;, found an empty one; leave the key out for a statue alone in its tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either the tunnels or the tunnel points from the score track, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 to %2 players, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a player name, found an empty one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; is already used by players[%2]; names must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team is allowed only in a team sheet (&quot;teams&quot;: true)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team sheet has exactly 4 players, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected team 1 or 2, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each team has exactly 2 players, found %1 in team 1 and %2 in team 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more tunnels than the %1 tunnel tiles in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 0, 3 or 5, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 2-player game uses only the coronation token 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the coronation token %1 is already held by players[%2]; there is only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the coronation token 3 is taken only after the token 5, which nobody holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more pedestal score tokens than the %1 of the pedestal track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 in all, more than the %3 in the box; allowed, since the rules do not limit the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer ≥ 0, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer ≥ the low value %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more great halls than the %1 in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of %1, found &quot;mud&quot;; there are no Mud statues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more %1 statues than the %2 in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is only one %1 pedestal in layer %2, and %3 already stands on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 clan trolls fit in a moot above the 4 starting trolls, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more level-%1 trolls than the %2 in the box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
