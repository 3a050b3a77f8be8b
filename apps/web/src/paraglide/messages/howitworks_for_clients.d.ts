/**
* | output |
* | --- |
* | "For Clients" |
*
* @param {Howitworks_For_ClientsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_for_clients: ((inputs?: Howitworks_For_ClientsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_For_ClientsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_For_ClientsInputs = {};
