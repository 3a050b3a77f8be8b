/**
* | output |
* | --- |
* | "You can list up to {max} services." |
*
* @param {Profedit_Services_LimitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_services_limit: ((inputs: Profedit_Services_LimitInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Services_LimitInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Services_LimitInputs = {
    max: NonNullable<unknown>;
};
