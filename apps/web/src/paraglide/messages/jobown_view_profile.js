/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_View_ProfileInputs */

const en_jobown_view_profile = /** @type {(inputs: Jobown_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Profile`)
};

const ur_jobown_view_profile = /** @type {(inputs: Jobown_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل دیکھیں`)
};

/**
* | output |
* | --- |
* | "View Profile" |
*
* @param {Jobown_View_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_view_profile = /** @type {((inputs?: Jobown_View_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_View_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_view_profile(inputs)
	return en_jobown_view_profile(inputs)
});