/**
* | output |
* | --- |
* | "· you work with {name}" |
*
* @param {Contracts_You_Work_WithInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_you_work_with: ((inputs: Contracts_You_Work_WithInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_You_Work_WithInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_You_Work_WithInputs = {
    name: NonNullable<unknown>;
};
