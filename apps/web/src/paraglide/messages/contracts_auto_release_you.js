/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Contracts_Auto_Release_YouInputs */

const en_contracts_auto_release_you = /** @type {(inputs: Contracts_Auto_Release_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Released automatically on ${i?.date} unless you act.`)
};

const ur_contracts_auto_release_you = /** @type {(inputs: Contracts_Auto_Release_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اگر آپ نے کوئی قدم نہ اٹھایا تو ${i?.date} کو رقم خود بخود جاری ہو جائے گی۔`)
};

/**
* | output |
* | --- |
* | "Released automatically on {date} unless you act." |
*
* @param {Contracts_Auto_Release_YouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_auto_release_you = /** @type {((inputs: Contracts_Auto_Release_YouInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Auto_Release_YouInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_auto_release_you(inputs)
	return en_contracts_auto_release_you(inputs)
});