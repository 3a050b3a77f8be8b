/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Hero_HeadingInputs */

const en_profiles_hero_heading = /** @type {(inputs: Profiles_Hero_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Top Freelance Talent`)
};

const ur_profiles_hero_heading = /** @type {(inputs: Profiles_Hero_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہترین فری لانس ماہرین تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find Top Freelance Talent" |
*
* @param {Profiles_Hero_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_hero_heading = /** @type {((inputs?: Profiles_Hero_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Hero_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_hero_heading(inputs)
	return en_profiles_hero_heading(inputs)
});