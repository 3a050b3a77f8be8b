/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Stat_FlhsInputs */

const en_hubs_stat_flhs = /** @type {(inputs: Hubs_Stat_FlhsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FLHs`)
};

const ur_hubs_stat_flhs = /** @type {(inputs: Hubs_Stat_FlhsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایف ایل ایچز`)
};

/**
* | output |
* | --- |
* | "FLHs" |
*
* @param {Hubs_Stat_FlhsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_flhs = /** @type {((inputs?: Hubs_Stat_FlhsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Stat_FlhsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_stat_flhs(inputs)
	return en_hubs_stat_flhs(inputs)
});