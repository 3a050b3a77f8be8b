/**
* | output |
* | --- |
* | "Edit Your Profile" |
*
* @param {Profedit_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_edit_title: ((inputs?: Profedit_Edit_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Edit_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Edit_TitleInputs = {};
