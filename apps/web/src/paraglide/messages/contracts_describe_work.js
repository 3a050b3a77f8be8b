/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Describe_WorkInputs */

const en_contracts_describe_work = /** @type {(inputs: Contracts_Describe_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe the work you are submitting`)
};

const ur_contracts_describe_work = /** @type {(inputs: Contracts_Describe_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جو کام آپ جمع کرا رہے ہیں اس کی تفصیل لکھیں`)
};

/**
* | output |
* | --- |
* | "Describe the work you are submitting" |
*
* @param {Contracts_Describe_WorkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_describe_work = /** @type {((inputs?: Contracts_Describe_WorkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Describe_WorkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_describe_work(inputs)
	return en_contracts_describe_work(inputs)
});