/**
* | output |
* | --- |
* | "Unsupported image type: the file could not be read as an image" |
*
* @param {Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unsupported_image_type_the_file_could_not_be_rea: ((inputs?: Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs = {};
