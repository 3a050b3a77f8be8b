/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_TypeInputs */

const en_common_type = /** @type {(inputs: Common_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const ur_common_type = /** @type {(inputs: Common_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قسم`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Common_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_type = /** @type {((inputs?: Common_TypeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_TypeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_type(inputs)
	return en_common_type(inputs)
});