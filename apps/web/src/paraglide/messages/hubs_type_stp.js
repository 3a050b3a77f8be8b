/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Type_StpInputs */

const en_hubs_type_stp = /** @type {(inputs: Hubs_Type_StpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STP`)
};

const ur_hubs_type_stp = /** @type {(inputs: Hubs_Type_StpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ٹی پی`)
};

/**
* | output |
* | --- |
* | "STP" |
*
* @param {Hubs_Type_StpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_type_stp = /** @type {((inputs?: Hubs_Type_StpInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Type_StpInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_type_stp(inputs)
	return en_hubs_type_stp(inputs)
});