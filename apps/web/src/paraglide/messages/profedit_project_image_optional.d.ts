/**
* | output |
* | --- |
* | "Project image (optional)" |
*
* @param {Profedit_Project_Image_OptionalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_project_image_optional: ((inputs?: Profedit_Project_Image_OptionalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Project_Image_OptionalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Project_Image_OptionalInputs = {};
