/**
* | output |
* | --- |
* | "Remove {service}" |
*
* @param {Profedit_Remove_ServiceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_remove_service: ((inputs: Profedit_Remove_ServiceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Remove_ServiceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Remove_ServiceInputs = {
    service: NonNullable<unknown>;
};
