/**
* | output |
* | --- |
* | "the client ({name})" |
*
* @param {Disputes_The_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_the_client: ((inputs: Disputes_The_ClientInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_The_ClientInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_The_ClientInputs = {
    name: NonNullable<unknown>;
};
