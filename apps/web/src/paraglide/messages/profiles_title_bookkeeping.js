/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Title_BookkeepingInputs */

const en_profiles_title_bookkeeping = /** @type {(inputs: Profiles_Title_BookkeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookkeeping`)
};

const ur_profiles_title_bookkeeping = /** @type {(inputs: Profiles_Title_BookkeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بک کیپنگ`)
};

/**
* | output |
* | --- |
* | "Bookkeeping" |
*
* @param {Profiles_Title_BookkeepingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_title_bookkeeping = /** @type {((inputs?: Profiles_Title_BookkeepingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Title_BookkeepingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_title_bookkeeping(inputs)
	return en_profiles_title_bookkeeping(inputs)
});