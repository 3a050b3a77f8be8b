/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ course: NonNullable<unknown>, hub: NonNullable<unknown>, month: NonNullable<unknown> }} Profiles_VerifiedInputs */

const en_profiles_verified = /** @type {(inputs: Profiles_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verified: ${i?.course}, ${i?.hub}, ${i?.month}`)
};

const ur_profiles_verified = /** @type {(inputs: Profiles_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصدیق شدہ: ${i?.course}، ${i?.hub}، ${i?.month}`)
};

/**
* | output |
* | --- |
* | "Verified: {course}, {hub}, {month}" |
*
* @param {Profiles_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_verified = /** @type {((inputs: Profiles_VerifiedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_VerifiedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_verified(inputs)
	return en_profiles_verified(inputs)
});