/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Free_Of_ChargeInputs */

const en_info_free_of_charge = /** @type {(inputs: Info_Free_Of_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`free of charge`)
};

const ur_info_free_of_charge = /** @type {(inputs: Info_Free_Of_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بلا معاوضہ`)
};

/**
* | output |
* | --- |
* | "free of charge" |
*
* @param {Info_Free_Of_ChargeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_free_of_charge = /** @type {((inputs?: Info_Free_Of_ChargeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Free_Of_ChargeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_free_of_charge(inputs)
	return en_info_free_of_charge(inputs)
});