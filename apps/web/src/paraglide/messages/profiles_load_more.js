/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Load_MoreInputs */

const en_profiles_load_more = /** @type {(inputs: Profiles_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

const ur_profiles_load_more = /** @type {(inputs: Profiles_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزید دکھائیں`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Profiles_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_load_more = /** @type {((inputs?: Profiles_Load_MoreInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Load_MoreInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_load_more(inputs)
	return en_profiles_load_more(inputs)
});