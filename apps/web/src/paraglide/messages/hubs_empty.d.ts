/**
* | output |
* | --- |
* | "No IT hubs found matching your criteria." |
*
* @param {Hubs_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_empty: ((inputs?: Hubs_EmptyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_EmptyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_EmptyInputs = {};
