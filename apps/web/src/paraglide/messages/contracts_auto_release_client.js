/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Contracts_Auto_Release_ClientInputs */

const en_contracts_auto_release_client = /** @type {(inputs: Contracts_Auto_Release_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Released automatically on ${i?.date} unless the client acts.`)
};

const ur_contracts_auto_release_client = /** @type {(inputs: Contracts_Auto_Release_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اگر کلائنٹ نے کوئی قدم نہ اٹھایا تو ${i?.date} کو رقم خود بخود جاری ہو جائے گی۔`)
};

/**
* | output |
* | --- |
* | "Released automatically on {date} unless the client acts." |
*
* @param {Contracts_Auto_Release_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_auto_release_client = /** @type {((inputs: Contracts_Auto_Release_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Auto_Release_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_auto_release_client(inputs)
	return en_contracts_auto_release_client(inputs)
});