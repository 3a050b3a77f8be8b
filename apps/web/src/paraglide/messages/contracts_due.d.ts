/**
* | output |
* | --- |
* | "· due {date}" |
*
* @param {Contracts_DueInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_due: ((inputs: Contracts_DueInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_DueInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_DueInputs = {
    date: NonNullable<unknown>;
};
