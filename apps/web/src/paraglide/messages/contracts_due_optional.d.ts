/**
* | output |
* | --- |
* | "Due date (optional)" |
*
* @param {Contracts_Due_OptionalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_due_optional: ((inputs?: Contracts_Due_OptionalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Due_OptionalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Due_OptionalInputs = {};
