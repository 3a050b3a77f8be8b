/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Stat_MembersInputs */

const en_hubs_stat_members = /** @type {(inputs: Hubs_Stat_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const ur_hubs_stat_members = /** @type {(inputs: Hubs_Stat_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اراکین`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Hubs_Stat_MembersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_members = /** @type {((inputs?: Hubs_Stat_MembersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Stat_MembersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_stat_members(inputs)
	return en_hubs_stat_members(inputs)
});