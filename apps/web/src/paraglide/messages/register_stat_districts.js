/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Stat_DistrictsInputs */

const en_register_stat_districts = /** @type {(inputs: Register_Stat_DistrictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Districts covered`)
};

const ur_register_stat_districts = /** @type {(inputs: Register_Stat_DistrictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اضلاع میں موجودگی`)
};

/**
* | output |
* | --- |
* | "Districts covered" |
*
* @param {Register_Stat_DistrictsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_stat_districts = /** @type {((inputs?: Register_Stat_DistrictsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Stat_DistrictsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_stat_districts(inputs)
	return en_register_stat_districts(inputs)
});