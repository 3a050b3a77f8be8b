/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown>, noun: NonNullable<unknown> }} Common_Showing_OfInputs */

const en_common_showing_of = /** @type {(inputs: Common_Showing_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.shown} of ${i?.total} ${i?.noun}`)
};

const ur_common_showing_of = /** @type {(inputs: Common_Showing_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} میں سے ${i?.shown} ${i?.noun} دکھائے جا رہے ہیں`)
};

/**
* | output |
* | --- |
* | "Showing {shown} of {total} {noun}" |
*
* @param {Common_Showing_OfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_showing_of = /** @type {((inputs: Common_Showing_OfInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Showing_OfInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_showing_of(inputs)
	return en_common_showing_of(inputs)
});