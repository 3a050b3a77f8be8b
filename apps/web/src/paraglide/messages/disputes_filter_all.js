/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Filter_AllInputs */

const en_disputes_filter_all = /** @type {(inputs: Disputes_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const ur_disputes_filter_all = /** @type {(inputs: Disputes_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمام`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Disputes_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_filter_all = /** @type {((inputs?: Disputes_Filter_AllInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Filter_AllInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_filter_all(inputs)
	return en_disputes_filter_all(inputs)
});