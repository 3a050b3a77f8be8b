/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_LoadingInputs */

const en_disputes_loading = /** @type {(inputs: Disputes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

const ur_disputes_loading = /** @type {(inputs: Disputes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوڈ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Disputes_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_loading = /** @type {((inputs?: Disputes_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_loading(inputs)
	return en_disputes_loading(inputs)
});