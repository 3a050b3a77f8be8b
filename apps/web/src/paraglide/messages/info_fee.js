/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_FeeInputs */

const en_info_fee = /** @type {(inputs: Info_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee: `)
};

const ur_info_fee = /** @type {(inputs: Info_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیس: `)
};

/**
* | output |
* | --- |
* | "Fee:" |
*
* @param {Info_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_fee = /** @type {((inputs?: Info_FeeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_FeeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_fee(inputs)
	return en_info_fee(inputs)
});