/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Member_SinceInputs */

const en_profiles_member_since = /** @type {(inputs: Profiles_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Since`)
};

const ur_profiles_member_since = /** @type {(inputs: Profiles_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رکن کب سے`)
};

/**
* | output |
* | --- |
* | "Member Since" |
*
* @param {Profiles_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_member_since = /** @type {((inputs?: Profiles_Member_SinceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Member_SinceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_member_since(inputs)
	return en_profiles_member_since(inputs)
});