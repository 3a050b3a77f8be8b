/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Gallery_PhotosInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photos: ((inputs?: Gallery_PhotosInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_PhotosInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_PhotosInputs = {};
