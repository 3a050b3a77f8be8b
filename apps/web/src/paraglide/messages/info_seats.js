/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seats: NonNullable<unknown>, fee: NonNullable<unknown> }} Info_SeatsInputs */

const en_info_seats = /** @type {(inputs: Info_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seats} seats, ${i?.fee}`)
};

const ur_info_seats = /** @type {(inputs: Info_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seats} نشستیں، ${i?.fee}`)
};

/**
* | output |
* | --- |
* | "{seats} seats, {fee}" |
*
* @param {Info_SeatsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_seats = /** @type {((inputs: Info_SeatsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_SeatsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_seats(inputs)
	return en_info_seats(inputs)
});