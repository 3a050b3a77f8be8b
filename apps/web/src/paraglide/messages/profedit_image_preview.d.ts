/**
* | output |
* | --- |
* | "{label} preview" |
*
* @param {Profedit_Image_PreviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_image_preview: ((inputs: Profedit_Image_PreviewInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Image_PreviewInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Image_PreviewInputs = {
    label: NonNullable<unknown>;
};
