/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Filter_AllInputs */

const en_hubs_filter_all = /** @type {(inputs: Hubs_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const ur_hubs_filter_all = /** @type {(inputs: Hubs_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سب`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Hubs_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_all = /** @type {((inputs?: Hubs_Filter_AllInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Filter_AllInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_filter_all(inputs)
	return en_hubs_filter_all(inputs)
});