/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Loading_ShortInputs */

const en_common_loading_short = /** @type {(inputs: Common_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

const ur_common_loading_short = /** @type {(inputs: Common_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوڈ ہو رہا ہے`)
};

/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Common_Loading_ShortInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_loading_short = /** @type {((inputs?: Common_Loading_ShortInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Loading_ShortInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_loading_short(inputs)
	return en_common_loading_short(inputs)
});