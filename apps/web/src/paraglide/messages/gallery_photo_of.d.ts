/**
* | output |
* | --- |
* | "Photo {n} of {count}" |
*
* @param {Gallery_Photo_OfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_of: ((inputs: Gallery_Photo_OfInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_OfInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_OfInputs = {
    n: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
