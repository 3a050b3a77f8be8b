/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_View_ProfileInputs */

const en_profiles_view_profile = /** @type {(inputs: Profiles_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Profile`)
};

const ur_profiles_view_profile = /** @type {(inputs: Profiles_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل دیکھیں`)
};

/**
* | output |
* | --- |
* | "View Profile" |
*
* @param {Profiles_View_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_view_profile = /** @type {((inputs?: Profiles_View_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_View_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_view_profile(inputs)
	return en_profiles_view_profile(inputs)
});