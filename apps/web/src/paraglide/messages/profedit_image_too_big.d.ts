/**
* | output |
* | --- |
* | "Image must be at most {mb} MB" |
*
* @param {Profedit_Image_Too_BigInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_image_too_big: ((inputs: Profedit_Image_Too_BigInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Image_Too_BigInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Image_Too_BigInputs = {
    mb: NonNullable<unknown>;
};
