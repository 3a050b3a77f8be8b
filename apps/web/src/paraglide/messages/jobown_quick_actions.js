/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Quick_ActionsInputs */

const en_jobown_quick_actions = /** @type {(inputs: Jobown_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Actions`)
};

const ur_jobown_quick_actions = /** @type {(inputs: Jobown_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فوری اقدامات`)
};

/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Jobown_Quick_ActionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_quick_actions = /** @type {((inputs?: Jobown_Quick_ActionsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Quick_ActionsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_quick_actions(inputs)
	return en_jobown_quick_actions(inputs)
});