/**
* | output |
* | --- |
* | "Edit Location" |
*
* @param {Profedit_Edit_LocationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_edit_location: ((inputs?: Profedit_Edit_LocationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Edit_LocationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Edit_LocationInputs = {};
