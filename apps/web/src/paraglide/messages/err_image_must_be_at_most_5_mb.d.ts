/**
* | output |
* | --- |
* | "Image must be at most 5 MB" |
*
* @param {Err_Image_Must_Be_At_Most_5_MbInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_image_must_be_at_most_5_mb: ((inputs?: Err_Image_Must_Be_At_Most_5_MbInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Image_Must_Be_At_Most_5_MbInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Image_Must_Be_At_Most_5_MbInputs = {};
