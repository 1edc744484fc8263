package dev.assistantmemory.server.http;

/**
 * A request sent as {@code multipart/form-data}: its record holds the text parts (bound and
 * validated like a JSON body; a part typed as a record is JSON text), and the one file part named
 * {@link #FILE_PART} reaches the handler through {@link Call#upload()}.
 */
public interface MultipartRequest extends UserRequest {
  String FILE_PART = "file";
}
