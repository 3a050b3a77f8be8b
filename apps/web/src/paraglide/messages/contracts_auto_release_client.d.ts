/**
* | output |
* | --- |
* | "Released automatically on {date} unless the client acts." |
*
* @param {Contracts_Auto_Release_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_auto_release_client: ((inputs: Contracts_Auto_Release_ClientInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Auto_Release_ClientInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Auto_Release_ClientInputs = {
    date: NonNullable<unknown>;
};
