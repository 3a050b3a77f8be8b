/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Filter_TypeInputs */

const en_hubs_filter_type = /** @type {(inputs: Hubs_Filter_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const ur_hubs_filter_type = /** @type {(inputs: Hubs_Filter_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قسم`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Hubs_Filter_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_type = /** @type {((inputs?: Hubs_Filter_TypeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Filter_TypeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_filter_type(inputs)
	return en_hubs_filter_type(inputs)
});