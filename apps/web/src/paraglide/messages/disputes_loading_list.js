/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Loading_ListInputs */

const en_disputes_loading_list = /** @type {(inputs: Disputes_Loading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading disputes...`)
};

const ur_disputes_loading_list = /** @type {(inputs: Disputes_Loading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading disputes..." |
*
* @param {Disputes_Loading_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_loading_list = /** @type {((inputs?: Disputes_Loading_ListInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Loading_ListInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_loading_list(inputs)
	return en_disputes_loading_list(inputs)
});