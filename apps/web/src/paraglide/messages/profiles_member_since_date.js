/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Profiles_Member_Since_DateInputs */

const en_profiles_member_since_date = /** @type {(inputs: Profiles_Member_Since_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member since ${i?.date}`)
};

const ur_profiles_member_since_date = /** @type {(inputs: Profiles_Member_Since_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} سے رکن`)
};

/**
* | output |
* | --- |
* | "Member since {date}" |
*
* @param {Profiles_Member_Since_DateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_member_since_date = /** @type {((inputs: Profiles_Member_Since_DateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Member_Since_DateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_member_since_date(inputs)
	return en_profiles_member_since_date(inputs)
});