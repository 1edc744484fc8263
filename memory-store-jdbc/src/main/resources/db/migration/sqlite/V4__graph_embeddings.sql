-- Node cards and claims enter the search index with an embedding of their text.
ALTER TABLE nodes ADD COLUMN embedding BLOB;
ALTER TABLE claims ADD COLUMN embedding BLOB;
