/**
* | output |
* | --- |
* | "Selected services" |
*
* @param {Profedit_Selected_ServicesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_selected_services: ((inputs?: Profedit_Selected_ServicesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Selected_ServicesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Selected_ServicesInputs = {};
