// References are written and locked through the Files module (`AtomicFile`, `FolderLock`) and its errors are
// `FileError`s, which `import Snapshots` users catch: the module comes with it.
@_exported import Files
