/**
* | output |
* | --- |
* | "Each file must be at most 10 MB" |
*
* @param {Err_Each_File_Must_Be_At_Most_10_MbInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_each_file_must_be_at_most_10_mb: ((inputs?: Err_Each_File_Must_Be_At_Most_10_MbInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Each_File_Must_Be_At_Most_10_MbInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Each_File_Must_Be_At_Most_10_MbInputs = {};
