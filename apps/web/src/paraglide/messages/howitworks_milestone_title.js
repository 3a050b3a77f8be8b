/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Milestone_TitleInputs */

const en_howitworks_milestone_title = /** @type {(inputs: Howitworks_Milestone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestone Payments`)
};

const ur_howitworks_milestone_title = /** @type {(inputs: Howitworks_Milestone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلہ وار ادائیگیاں`)
};

/**
* | output |
* | --- |
* | "Milestone Payments" |
*
* @param {Howitworks_Milestone_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_milestone_title = /** @type {((inputs?: Howitworks_Milestone_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Milestone_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_milestone_title(inputs)
	return en_howitworks_milestone_title(inputs)
});