<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>CatalogReader</name>
        <message numerus="yes">
            <source>the same tile as %1, turned or flipped, as are %n more entries (%2); give the tile one entry with its count</source>
            <translation>
                <numerusform>the same tile as %1, turned or flipped, as is %n more entry (%2); give the tile one entry with its count</numerusform>
                <numerusform>the same tile as %1, turned or flipped, as are %n more entries (%2); give the tile one entry with its count</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message numerus="yes">
            <source>(%n rules)</source>
            <translation>
                <numerusform>(%n rule)</numerusform>
                <numerusform>(%n rules)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CliLibrary</name>
        <message numerus="yes">
            <source>%1: %n new play(s)</source>
            <translation>
                <numerusform>%1: %n new play</numerusform>
                <numerusform>%1: %n new plays</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed</source>
            <translation>
                <numerusform>%n changed</numerusform>
                <numerusform>%n changed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged</source>
            <translation>
                <numerusform>%n unchanged</numerusform>
                <numerusform>%n unchanged</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported: %n added</source>
            <translation>
                <numerusform>Imported: %n added</numerusform>
                <numerusform>Imported: %n added</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n updated</source>
            <translation>
                <numerusform>%n updated</numerusform>
                <numerusform>%n updated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n new player(s).</source>
            <translation>
                <numerusform>%n new player.</numerusform>
                <numerusform>%n new players.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n play(s) exported</source>
            <translation>
                <numerusform>%1: %n play exported</numerusform>
                <numerusform>%1: %n plays exported</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n play(s)</source>
            <translation>
                <numerusform>%n play</numerusform>
                <numerusform>%n plays</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n shared)</source>
            <translation>
                <numerusform>(%n shared)</numerusform>
                <numerusform>(%n shared)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>best %1, average %2, median %3 (%n score(s))</source>
            <translation>
                <numerusform>best %1, average %2, median %3 (%n score)</numerusform>
                <numerusform>best %1, average %2, median %3 (%n scores)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 %2 (%n play(s))</source>
            <translation>
                <numerusform>%1 %2 (%n play)</numerusform>
                <numerusform>%1 %2 (%n plays)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n win</numerusform>
                <numerusform>%n wins</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DungeonLords</name>
        <message numerus="yes">
            <source>%n dead letter(s) × −3 = %1 (DL-007)</source>
            <translation>
                <numerusform>%n dead letter × −3 = %1 (DL-007)</numerusform>
                <numerusform>%n dead letters × −3 = %1 (DL-007)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>payday names the monsters let go of each of the %n player(s)</source>
            <translation>
                <numerusform>payday names the monsters let go of the %n player</numerusform>
                <numerusform>payday names the monsters let go of each of the %n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %2; %n dead letter(s)</source>
            <translation>
                <numerusform>%1: %2; %n dead letter</numerusform>
                <numerusform>%1: %2; %n dead letters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reveal %n adventurer card(s) and lay them weakest (left) to strongest in area %1; if all are equally strong, discard the last and draw again until one differs.</source>
            <translation>
                <numerusform>Reveal %n adventurer card and lay it in area %1; if all are equally strong, discard the last and draw again until one differs.</numerusform>
                <numerusform>Reveal %n adventurer cards and lay them weakest (left) to strongest in area %1; if all are equally strong, discard the last and draw again until one differs.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n tile(s) taxed: %2 gold due, %3 paid, dead letters: %4.</source>
            <translation>
                <numerusform>%1: %n tile taxed: %2 gold due, %3 paid, dead letters: %4.</numerusform>
                <numerusform>%1: %n tiles taxed: %2 gold due, %3 paid, dead letters: %4.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n tile</numerusform>
                <numerusform>%n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 — %2: tax %3 gold on %4, paid %5: %n dead letter(s) (%6)</source>
            <translation>
                <numerusform>%1 — %2: tax %3 gold on %4, paid %5: %n dead letter (%6)</numerusform>
                <numerusform>%1 — %2: tax %3 gold on %4, paid %5: %n dead letters (%6)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Dwarf</name>
        <message numerus="yes">
            <source>%n steel</source>
            <translation>
                <numerusform>%n steel</numerusform>
                <numerusform>%n steel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n gold</source>
            <translation>
                <numerusform>%n gold</numerusform>
                <numerusform>%n gold</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n artifact(s)</source>
            <translation>
                <numerusform>%n artifact</numerusform>
                <numerusform>%n artifacts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n medal(s)</source>
            <translation>
                <numerusform>%n medal</numerusform>
                <numerusform>%n medals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n iron</source>
            <translation>
                <numerusform>%n iron</numerusform>
                <numerusform>%n iron</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 — %2: Reward of Courage, %n worker(s) on defense: %3</source>
            <translation>
                <numerusform>%1 — %2: Reward of Courage, %n worker on defense: %3</numerusform>
                <numerusform>%1 — %2: Reward of Courage, %n workers on defense: %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; special action %1 of 3: %2 gains %n medal(s), %3</source>
            <translation>
                <numerusform>; special action %1 of 3: %2 gains %n medal, %3</numerusform>
                <numerusform>; special action %1 of 3: %2 gains %n medals, %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n point(s) by place among %2 players</source>
            <translation>
                <numerusform>%1: %n point by place among %2 players</numerusform>
                <numerusform>%1: %n points by place among %2 players</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GenericSheet</name>
        <message numerus="yes">
            <source>%1: at most %n entries</source>
            <translation>
                <numerusform>%1: at most %n entry</numerusform>
                <numerusform>%1: at most %n entries</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JsonChecker</name>
        <message numerus="yes">
            <source>%n more keys are given twice in one object</source>
            <translation>
                <numerusform>%n more key is given twice in one object</numerusform>
                <numerusform>%n more keys are given twice in one object</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more unknown keys</source>
            <translation>
                <numerusform>%n more unknown key</numerusform>
                <numerusform>%n more unknown keys</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Recognise</name>
        <message numerus="yes">
            <source>%n squares uncertain</source>
            <translation>
                <numerusform>%n square uncertain</numerusform>
                <numerusform>%n squares uncertain</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message numerus="yes">
            <source>place(s) %1</source>
            <translation>
                <numerusform>place %1</numerusform>
                <numerusform>places %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TerraMysticaFireIce</name>
        <message numerus="yes">
            <source> + %n power burned from bowl II</source>
            <translation>
                <numerusform> + %n power burned from bowl II</numerusform>
                <numerusform> + %n power burned from bowl II</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n coin(s) left over</source>
            <translation>
                <numerusform>, %n coin left over</numerusform>
                <numerusform>, %n coins left over</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 has a tile value of %2, but the largest network holds %n building(s); the tile counts the buildings of one connected network</source>
            <translation>
                <numerusform>%1 has a tile value of %2, but the largest network holds %n building; the tile counts the buildings of one connected network</numerusform>
                <numerusform>%1 has a tile value of %2, but the largest network holds %n buildings; the tile counts the buildings of one connected network</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 has a distance of %2, but the largest network holds %n building(s); a distance needs two connected buildings</source>
            <translation>
                <numerusform>%1 has a distance of %2, but the largest network holds %n building; a distance needs two connected buildings</numerusform>
                <numerusform>%1 has a distance of %2, but the largest network holds %n buildings; a distance needs two connected buildings</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Verdict</name>
        <message numerus="yes">
            <source>a great hall lies only on tunnel tiles; there is none at %n square(s): %1</source>
            <translation>
                <numerusform>a great hall lies only on tunnel tiles; there is none at %n square: %1</numerusform>
                <numerusform>a great hall lies only on tunnel tiles; there is none at %n squares: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the clan of %n level %1 troll(s) of the clan market is not entered: %2</source>
            <translation>
                <numerusform>the clan of %n level %1 troll of the clan market is not entered: %2</numerusform>
                <numerusform>the clan of %n level %1 trolls of the clan market is not entered: %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the icons of %n level %1 troll(s) of the clan market are not entered: %2</source>
            <translation>
                <numerusform>the icons of %n level %1 troll of the clan market are not entered: %2</numerusform>
                <numerusform>the icons of %n level %1 trolls of the clan market are not entered: %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the icons of %n starting troll(s) of %1 are not entered: %2</source>
            <translation>
                <numerusform>the icons of %n starting troll of %1 are not entered: %2</numerusform>
                <numerusform>the icons of %n starting trolls of %1 are not entered: %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>each level 2 troll of the clan market starts with a pedestal on it; %n without one: %1</source>
            <translation>
                <numerusform>each level 2 troll of the clan market starts with a pedestal on it; %n without one: %1</numerusform>
                <numerusform>each level 2 troll of the clan market starts with a pedestal on it; %n without one: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the bribes placed, %1, are not the bribes paid, one on each of the %n trolls below it</source>
            <translation>
                <numerusform>the bribes placed, %1, are not the bribes paid, one on the troll below it</numerusform>
                <numerusform>the bribes placed, %1, are not the bribes paid, one on each of the %n trolls below it</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardEditorWindow</name>
        <message numerus="yes">
            <source>Applied: %n square(s) painted, as one step of undo.</source>
            <translation>
                <numerusform>Applied: %n square painted, as one step of undo.</numerusform>
                <numerusform>Applied: %n squares painted, as one step of undo.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardProblemsPanel</name>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved (hallkeeper-cli board lists them all).</source>
            <translation>
                <numerusform>… and %n more, listed as these are solved (hallkeeper-cli board lists them all).</numerusform>
                <numerusform>… and %n more, listed as these are solved (hallkeeper-cli board lists them all).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardView</name>
        <message numerus="yes">
            <source>%n hammer(s) for the rubble.</source>
            <translation>
                <numerusform>%n hammer for the rubble.</numerusform>
                <numerusform>%n hammers for the rubble.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unearths %n statue(s).</source>
            <translation>
                <numerusform>Unearths %n statue.</numerusform>
                <numerusform>Unearths %n statues.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Next to %n workshop site(s).</source>
            <translation>
                <numerusform>Next to %n workshop site.</numerusform>
                <numerusform>Next to %n workshop sites.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It covers %n pedestal(s), which leave the game (PED-COVERED).</source>
            <translation>
                <numerusform>It covers %n pedestal, which leaves the game (PED-COVERED).</numerusform>
                <numerusform>It covers %n pedestals, which leave the game (PED-COVERED).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Gate start point for %n players</source>
            <translation>
                <numerusform>Gate start point for %n player</numerusform>
                <numerusform>Gate start point for %n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n open entrance(s) (WS-ENTRANCES)</source>
            <translation>
                <numerusform>%n open entrance (WS-ENTRANCES)</numerusform>
                <numerusform>%n open entrances (WS-ENTRANCES)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogProblemsPanel</name>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved.</source>
            <translation>
                <numerusform>… and %n more, listed as these are solved.</numerusform>
                <numerusform>… and %n more, listed as these are solved.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DwarfTablePanel</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::LayerRecognitionPanel</name>
        <message numerus="yes">
            <source>Unreliable proposal: %n of the squares are uncertain.</source>
            <translation>
                <numerusform>Unreliable proposal: %n of the squares is uncertain.</numerusform>
                <numerusform>Unreliable proposal: %n of the squares are uncertain.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The colours in the photo do not make the five layers of a mountain (%n found as rings), so the layers cannot be named by their place.</source>
            <translation>
                <numerusform>The colours in the photo do not make the five layers of a mountain (%n found as a ring), so the layers cannot be named by their place.</numerusform>
                <numerusform>The colours in the photo do not make the five layers of a mountain (%n found as rings), so the layers cannot be named by their place.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::LibraryWindow</name>
        <message numerus="yes">
            <source>%n play(s)</source>
            <translation>
                <numerusform>%n play</numerusform>
                <numerusform>%n plays</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n in the library</source>
            <translation>
                <numerusform>%n in the library</numerusform>
                <numerusform>%n in the library</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the Plays tab lists the latest %n</source>
            <translation>
                <numerusform>the Plays tab lists the latest %n</numerusform>
                <numerusform>the Plays tab lists the latest %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>better than %1% of %n score(s)</source>
            <translation>
                <numerusform>better than %1% of %n score</numerusform>
                <numerusform>better than %1% of %n scores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n score(s))</source>
            <translation>
                <numerusform>%1 (%n score)</numerusform>
                <numerusform>%1 (%n scores)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n new play(s)</source>
            <translation>
                <numerusform>%1: %n new play</numerusform>
                <numerusform>%1: %n new plays</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed</source>
            <translation>
                <numerusform>%n changed</numerusform>
                <numerusform>%n changed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged</source>
            <translation>
                <numerusform>%n unchanged</numerusform>
                <numerusform>%n unchanged</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %1: %n added</source>
            <translation>
                <numerusform>Imported %1: %n added</numerusform>
                <numerusform>Imported %1: %n added</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n updated</source>
            <translation>
                <numerusform>%n updated</numerusform>
                <numerusform>%n updated</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MergePlayersDialog</name>
        <message numerus="yes">
            <source>%1's %n play(s)</source>
            <translation>
                <numerusform>%1's %n play</numerusform>
                <numerusform>%1's %n plays</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n win(s))</source>
            <translation>
                <numerusform>(%n win)</numerusform>
                <numerusform>(%n wins)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PiecePalette</name>
        <message numerus="yes">
            <source>%1 tunnel tile, %n left in the supply</source>
            <translation>
                <numerusform>%1 tunnel tile, %n left in the supply</numerusform>
                <numerusform>%1 tunnel tile, %n left in the supply</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ResultsPanel</name>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved.</source>
            <translation>
                <numerusform>… and %n more, listed as these are solved.</numerusform>
                <numerusform>… and %n more, listed as these are solved.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SummaryPage</name>
        <message numerus="yes">
            <source>%n problem(s) to fix before the game can start (%1). Select one and go to its page (Enter).</source>
            <translation>
                <numerusform>%n problem to fix before the game can start (%1). Select it and go to its page (Enter).</numerusform>
                <numerusform>%n problems to fix before the game can start (%1). Select one and go to its page (Enter).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TableWindow</name>
        <message numerus="yes">
            <source>Tile %1, %n square(s) — left in the supply: %2</source>
            <translation>
                <numerusform>Tile %1, %n square — left in the supply: %2</numerusform>
                <numerusform>Tile %1, %n squares — left in the supply: %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Where does the %1 statue at %2 go? %n square(s) the rules allow come first.</source>
            <translation>
                <numerusform>Where does the %1 statue at %2 go? The %n square the rules allow comes first.</numerusform>
                <numerusform>Where does the %1 statue at %2 go? The %n squares the rules allow come first.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n recovered action(s) played again after the actions written to %1 since the crash.</source>
            <translation>
                <numerusform>%n recovered action played again after the actions written to %1 since the crash.</numerusform>
                <numerusform>%n recovered actions played again after the actions written to %1 since the crash.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n recovered action(s) no longer follow the rules there and were left out; the autosave keeps them (hallkeeper-cli recover).</source>
            <translation>
                <numerusform>%n recovered action no longer follows the rules there and was left out; the autosave keeps it (hallkeeper-cli recover).</numerusform>
                <numerusform>%n recovered actions no longer follow the rules there and were left out; the autosave keeps them (hallkeeper-cli recover).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TmfiHelpersWindow</name>
        <message numerus="yes">
            <source>%n player(s) passed; the next round follows the order of passing (TMFI-025).</source>
            <translation>
                <numerusform>%n player passed; the next round follows the order of passing (TMFI-025).</numerusform>
                <numerusform>%n players passed; the next round follows the order of passing (TMFI-025).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n spade(s)</source>
            <translation>
                <numerusform>%n spade</numerusform>
                <numerusform>%n spades</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n power token(s) removed</source>
            <translation>
                <numerusform>%n power token removed</numerusform>
                <numerusform>%n power tokens removed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n space(s) down a cult track</source>
            <translation>
                <numerusform>%n space down a cult track</numerusform>
                <numerusform>%n spaces down a cult track</numerusform>
            </translation>
        </message>
    </context>
</TS>
