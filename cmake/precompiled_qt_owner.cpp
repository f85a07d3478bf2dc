// Compiled only to make the precompiled Qt headers that other targets reuse (cmake/PrecompiledQt.cmake).
