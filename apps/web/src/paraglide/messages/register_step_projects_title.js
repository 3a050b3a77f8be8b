/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Step_Projects_TitleInputs */

const en_register_step_projects_title = /** @type {(inputs: Register_Step_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Projects`)
};

const ur_register_step_projects_title = /** @type {(inputs: Register_Step_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹس تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find Projects" |
*
* @param {Register_Step_Projects_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_projects_title = /** @type {((inputs?: Register_Step_Projects_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Step_Projects_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_step_projects_title(inputs)
	return en_register_step_projects_title(inputs)
});